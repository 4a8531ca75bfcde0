import { checkA11y, expect, test } from '../fixtures.ts'

test('passes on pages without violations', async ({ page }) => {
  await page.goto('/one')
  await checkA11y(page)
  await page.getByRole('link', { name: 'next' }).click()
  await expect(page).toHaveURL(/good2/)
  await checkA11y(page)
})

test('a violation fails with a readable list', async ({ page }) => {
  await page.goto('/bad')
  const error = await checkA11y(page).then(
    () => undefined,
    (e: Error) => e,
  )
  console.log(error?.message)
  expect(error?.message).toMatch(/image-alt/)
  expect(error?.message).toMatch(/label/)
  await page.goto('/good-final')
  await checkA11y(page)
})

test('a page wider than 320 px fails with its width and the element that overflows', async ({ page }) => {
  await page.goto('/wide')
  const error = await checkA11y(page).then(
    () => undefined,
    (e: Error) => e,
  )
  console.log(error?.message)
  expect(error?.message).toMatch(/\/wide is \d{3} px wide at 320 px/)
  expect(error?.message).toMatch(/div\.history/)
  // the viewport is back as it was
  expect(page.viewportSize()?.width).toBe(1280)
  await page.goto('/good-final')
  await checkA11y(page)
})

test('page scripts stay off after a check', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto('/spa')
  await checkA11y(page)
  await page.getByRole('button', { name: 'Go' }).click()
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/spa$/)
  await page.goto('/spa')
  await page.getByRole('button', { name: 'Go' }).click()
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/spa$/)
  await checkA11y(page)
})

test('EXPECTED TO FAIL: a console error fails the test', { tag: '@js-only' }, async ({ page }) => {
  test.fail()
  await page.goto('/one')
  await page.evaluate(() => console.error('boom'))
  await checkA11y(page)
})
