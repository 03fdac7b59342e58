// Tiny argv reader for the scripts: `--name value` or `--name=value`, and positional arguments.
export function optionValue(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg === name) return args[i + 1]
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
  }
  return undefined
}

export function positional(args: string[]): string[] {
  const result: string[] = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg.startsWith('--')) {
      if (!arg.includes('=')) i += 1
      continue
    }
    result.push(arg)
  }
  return result
}
