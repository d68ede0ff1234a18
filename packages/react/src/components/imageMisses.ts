// Image URLs that failed to load, per Foyer instance: an image the service does not have is asked
// for once, then every view of that instance shows its fallback without asking again.
const missesByInstance = new WeakMap<object, Set<string>>()

/** The failed image URLs of `instance` (created on first use). */
export function imageMissesOf(instance: object): Set<string> {
  let misses = missesByInstance.get(instance)
  if (!misses) {
    misses = new Set()
    missesByInstance.set(instance, misses)
  }
  return misses
}
