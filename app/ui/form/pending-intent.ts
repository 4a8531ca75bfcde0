import { useNavigation } from '@remix-run/react'

/** True while the form posting this intent (and, when named, this one thing it acts on) is being sent. */
export function usePendingIntent(intent: string, on?: { name: string; value: string }): boolean {
  const sent = useNavigation().formData
  return sent?.get('intent') === intent && (!on || sent.get(on.name) === on.value)
}
