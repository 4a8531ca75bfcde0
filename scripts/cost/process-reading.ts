import { readdirSync, readFileSync } from 'node:fs'

/**
 * A process's CPU time so far, in ms: the time each of its threads has run, in nanoseconds, from
 * /proc/<pid>/task/<tid>/schedstat (Linux). /proc/<pid>/stat counts in ticks of 10 ms, a tenth of a
 * short window's reading; a thread that has ended leaves the sum, so it is read of processes whose
 * threads (V8's and libuv's) live as long as they do.
 */
export function cpuMs(pid: number): number {
  let nanoseconds = 0
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // the thread ended between the listing and its reading
    }
  }
  return nanoseconds / 1e6
}

/** A process's resident memory now, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line![1]) / 1024
}
