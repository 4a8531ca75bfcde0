import { describe, expect, it } from 'vitest'
import { describeDevice } from './device'

const agents = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
}

describe('describeDevice', () => {
  it('names the browser and the system, without versions', () => {
    expect(describeDevice(agents.chromeAndroid)).toEqual({ browser: 'Chrome', system: 'Android' })
    expect(describeDevice(agents.chromeWindows)).toEqual({ browser: 'Chrome', system: 'Windows' })
    expect(describeDevice(agents.safariIphone)).toEqual({ browser: 'Safari', system: 'iOS' })
    expect(describeDevice(agents.firefoxLinux)).toEqual({ browser: 'Firefox', system: 'Linux' })
  })

  it('names a headless browser as the browser it is', () => {
    expect(describeDevice(agents.headlessChromium).system).toBe('Linux')
    expect(describeDevice(agents.headlessChromium).browser).toMatch(/Chrom/)
  })

  it('says nothing it cannot tell', () => {
    expect(describeDevice(undefined)).toEqual({ browser: null, system: null })
    expect(describeDevice('   ')).toEqual({ browser: null, system: null })
    expect(describeDevice('curl/8.5.0').system).toBeNull()
  })

  it('parses only the start of an overlong header', () => {
    expect(describeDevice(agents.chromeWindows + 'x'.repeat(100_000))).toEqual({ browser: 'Chrome', system: 'Windows' })
  })
})
