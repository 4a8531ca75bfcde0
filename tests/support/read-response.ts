/**
 * Typed readers of what a loader or action answered, in place of `json() as {…}` casts.
 *
 * - `readLoaderData<typeof loader>(response)` / `readActionData<typeof action>(response)`: the body
 *   typed as the page sees it (`useLoaderData<typeof loader>()`: Remix's SerializeFrom), so a test
 *   stops compiling when the loader's shape changes;
 * - `readJson(response, schema)`: the body checked against a zod schema (for answers the app does not type);
 * - `locationOf(response)`: where a redirect points.
 *
 * They read a copy of the body, so a test may read the same response more than once.
 */
import type { ActionFunction, LoaderFunction, SerializeFrom } from '@remix-run/node'
import type { z } from 'zod'

async function jsonBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/.test(type)) {
    throw new Error(`expected a JSON answer, got status ${response.status} with Content-Type '${type}'`)
  }
  return response.clone().json()
}

/** Whether T is a union of more than one type. */
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never

/** Every key of every member of a union, optional (undefined on a member that lacks it). */
type EitherOf<U> = { [K in U extends unknown ? keyof U : never]?: U extends Record<K, infer V> ? V : never }

/**
 * The body of an answer typed as the page sees it (`useLoaderData<typeof loader>()`). A loader
 * whose answers differ in shape (a page that is ready, or one that shows a problem) is read the
 * way a test reads it: every key of every answer, optional; `page.problem` is undefined when ready.
 */
export type Answer<T> = true extends IsUnion<SerializeFrom<T>> ? EitherOf<SerializeFrom<T>> : SerializeFrom<T>

export async function readLoaderData<T extends LoaderFunction>(response: Response): Promise<Answer<T>> {
  return (await jsonBody(response)) as Answer<T>
}

export async function readActionData<T extends ActionFunction>(response: Response): Promise<Answer<T>> {
  return (await jsonBody(response)) as Answer<T>
}

export async function readJson<S extends z.ZodTypeAny>(response: Response, schema: S): Promise<z.output<S>> {
  const body = await jsonBody(response)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new Error(
      `the answer (status ${response.status}) is not of the expected shape:\n${parsed.error.message}\n` +
        `body: ${JSON.stringify(body)}`,
    )
  }
  return parsed.data
}

/** The Location a redirect points to; throws when there is none. */
export function locationOf(response: Response): string {
  const location = response.headers.get('Location')
  if (location === null) throw new Error(`expected a Location header (status ${response.status})`)
  return location
}
