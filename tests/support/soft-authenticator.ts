import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software passkey for tests: one P-256 key, answering the portal's WebAuthn options with
 * registration and authentication responses as a browser would post them (attestation "none").
 * Real signatures, so the portal's checks run whole; only the platform's prompt is left out.
 */
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

function counterBytes(counter: number) {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

export class SoftAuthenticator {
  readonly id = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }
  private counter = 0

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = privateKey
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  }

  get credentialId() {
    return b64(this.id)
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** The public key as COSE (what a registration hands the portal), base64url. */
  get publicKey() {
    return b64(this.coseKey())
  }

  private coseKey() {
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ])
    return isoCBOR.encode(cose)
  }

  /** The answer to registration options: `challenge` and `rpId` as the options gave them. */
  register({ challenge, rpId, origin }: { challenge: string; rpId: string; origin: string }) {
    const coseKey = this.coseKey()
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.id.length)
    // flags: user present, user verified, attested credential data
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x01 | 0x04 | 0x40]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.id,
      Buffer.from(coseKey),
    ])
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    )
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64(attestation),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    }
  }

  /** The answer to authentication options, signed with this key; each use moves the counter on. */
  authenticate({ challenge, rpId, origin }: { challenge: string; rpId: string; origin: string }) {
    this.counter += 1
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04]), counterBytes(this.counter)])
    const clientData = this.clientData('webauthn.get', challenge, origin)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey)
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    }
  }
}
