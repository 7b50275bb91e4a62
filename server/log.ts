/** Structured logs: one JSON object per line. Never pass passwords, tokens or request bodies. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info'

export type LogFields = Record<string, unknown>

export interface Logger {
  readonly level: LogLevel
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 }

/**
 * Collects lines and writes them in batches (at most `maxDelayMs` late, or at 16 KiB), so a busy
 * server makes a few writes per second instead of one per request, as pino does. Flushed at exit.
 */
export function bufferedWriter(
  sink: (chunk: string) => void,
  maxDelayMs = 50,
): ((line: string) => void) & { flush(): void } {
  let lines: string[] = []
  let size = 0
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (lines.length === 0) return
    const chunk = lines.join('\n') + '\n'
    lines = []
    size = 0
    sink(chunk)
  }
  const write = (line: string) => {
    lines.push(line)
    size += line.length
    if (size >= 16 * 1024) flush()
    else if (!timer) timer = setTimeout(flush, maxDelayMs).unref()
  }
  return Object.assign(write, { flush })
}

let stdoutWriter: ((line: string) => void) | undefined
function defaultWriter() {
  if (!stdoutWriter) {
    const writer = bufferedWriter((chunk) => process.stdout.write(chunk))
    process.once('exit', writer.flush)
    stdoutWriter = writer
  }
  return stdoutWriter
}

export function createLogger(level: LogLevel = 'info', write = defaultWriter()): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (RANK[at] > RANK[level]) return
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }))
  }
  return {
    level,
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  }
}

/** The parts of an error that are safe and useful in a log line. */
export function errorFields(err: unknown): LogFields {
  if (!(err instanceof Error)) return { error: String(err) }
  const { code } = err as { code?: unknown }
  return { error: err.message, ...(typeof code === 'string' ? { code } : {}), stack: err.stack }
}
