/** Texts of the signed-in frame (top bar), kept apart so every page does not carry a whole area's texts. */
export const frameMessages = {
  newNotifications: 'You have new notifications',
} as const
