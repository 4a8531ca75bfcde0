/** Signs a demo patient in to a running portal; answers the session cookie (name=value). */
export async function signInToPortal(portal: string, username = 'asha', password = 'Asha@2026'): Promise<string> {
  const response = await fetch(`${portal}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    redirect: 'manual',
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 302 || !cookie)
    throw new Error(`could not sign in as ${username} (status ${response.status})`)
  return cookie
}
