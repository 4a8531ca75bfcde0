import { readFileSync } from 'node:fs'

/** A process's CPU time (user + system) so far, in ms, from /proc (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  // the fields after the command's name, which may hold spaces, follow its closing parenthesis
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  const TICK_MS = 10
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** A process's resident memory now, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line![1]) / 1024
}
