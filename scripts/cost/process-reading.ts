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

/**
 * Has the process at `inspectorPort` (started with `--inspect=127.0.0.1:<port>`) run a full collection, through
 * its inspector (HeapProfiler.collectGarbage), and answers once it has. Reading RSS after one leaves out where
 * the old generation stood in its cycle, which moves a single reading by several per cent either way.
 * Needs `WebSocket` (Node 20: `--experimental-websocket`).
 */
export async function collectGarbage(inspectorPort: number): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl)
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve
      socket.onerror = reject
    })
    await new Promise((resolve, reject) => {
      socket.onmessage = resolve
      socket.onerror = reject
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
    })
  } finally {
    socket.close()
  }
}
