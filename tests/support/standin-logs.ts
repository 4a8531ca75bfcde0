/** What the portal reported to the stand-in's logger service (GET /dev/logs, newest first). */
import { z } from 'zod'
import { standIn } from '../mocks/standin'
import { readJson } from './read-response'

const logEntrySchema = z.object({ loggingType: z.string(), portal: z.string(), logMessage: z.string() })

type LogEntry = z.infer<typeof logEntrySchema>

export async function standInLogs(): Promise<LogEntry[]> {
  return readJson(await standIn.app().request('/dev/logs'), z.array(logEntrySchema))
}
