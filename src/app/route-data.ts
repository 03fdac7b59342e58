/** A slow answer does not hold a navigation longer: the screen then loads its data itself. */
const LOADER_WAIT_MS = 1000

/**
 * A route loader's answer within LOADER_WAIT_MS, else null. Never throws: offline or failing, the
 * screen opens and loads for itself, showing its own failed state with Retry.
 */
export async function firstDataWithin<T>(
  load: () => Promise<T>,
  waitMs = LOADER_WAIT_MS,
): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs)
  })
  try {
    return (await Promise.race([load(), late])) ?? null
  } catch (error) {
    console.error("Failed to load a screen's first data", error)
    return null
  } finally {
    clearTimeout(timer)
  }
}
