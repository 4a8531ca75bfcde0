import type { Database } from 'better-sqlite3'
import { SVG_MIME } from '../images.ts'
import { insertRows } from './rows.ts'

/** Whether a (re)seed adds the sign-in page images: the landing variant of the sign-in page. */
export const loginPageImagesOn = () => process.env.STANDIN_LOGIN_PAGE_IMAGES === 'on'

function scene(sky: string, ground: string, sun: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img" aria-label="${label}">
  <rect width="1600" height="900" fill="${sky}"/>
  <circle cx="1200" cy="300" r="140" fill="${sun}"/>
  <path d="M0 640 Q400 520 800 640 T1600 620 V900 H0z" fill="${ground}"/>
</svg>
`
}

function badge(text: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${text}">
  <rect width="240" height="80" rx="12" fill="${colour}"/>
  <text x="120" y="50" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#ffffff">${text}</text>
</svg>
`
}

/** Three backgrounds, two logos and two sponsors: enough to show every part of the landing variant. */
export function seedLoginPageImages(db: Database): void {
  const rows = [
    { type: 'BACKGROUND', description: 'Morning over the hills', svg: scene('#cfe8ef', '#2f6b4f', '#f4a259', 'Hills') },
    { type: 'BACKGROUND', description: 'A calm lake', svg: scene('#dde3f5', '#3e548f', '#f6d365', 'Lake') },
    { type: 'BACKGROUND', description: 'Evening fields', svg: scene('#f5e1d0', '#8f6b1f', '#e76f51', 'Fields') },
    { type: 'LOGO', description: 'Sunrise Multispeciality Hospital', svg: badge('Sunrise', '#0b5d6b') },
    { type: 'LOGO', description: 'Mind Matters Foundation', svg: badge('Mind Matters', '#6b3e8f') },
    { type: 'SPONSOR', description: 'Community Health Trust', svg: badge('Health Trust', '#2f6b2f') },
    { type: 'SPONSOR', description: 'City Wellbeing Fund', svg: badge('Wellbeing Fund', '#8f3e3e') },
  ]
  insertRows(
    db,
    'login_page_images',
    rows.map((r, i) => ({
      type: r.type,
      description: r.description,
      photo: Buffer.from(r.svg),
      photo_mime: SVG_MIME,
      sort_order: i,
    })),
  )
}
