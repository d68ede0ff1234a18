import type { FoyerInstance } from '@foyer/core'

/** Copies `text` and says so in the snackbar: `copied` on success, `failed` when the clipboard refuses. */
export async function copyToClipboard(
  foyer: FoyerInstance,
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    await foyer.showSnackbar('success', messages.copied)
  } catch {
    await foyer.showSnackbar('error', messages.failed)
  }
}
