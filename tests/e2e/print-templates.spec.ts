import fs from 'node:fs';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { apiToken, signIn } from './support/session.ts';

// Its own server: the template it adds must not show up in other specs.
const test = testWithOwnServer();

test('an administrator lays out a print template from an interface’s fields, previews it with CJK text and downloads it as a PDF', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/printDev');
  await expect(page.getByTestId('print-template-CityList')).toContainText('城市清单');
  // Its category in words, not its key ("report").
  await expect(page.getByTestId('print-template-CityList')).toContainText('Report');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add print template' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('区县一览');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('Districts');
  await dialog.getByRole('combobox', { name: 'Data interface' }).click();
  await page.getByRole('option', { name: 'Cities of a province (CitiesOfProvince)' }).click();
  const html = dialog.getByRole('textbox', { name: 'Template (HTML)' });
  await html.fill('<h2>区县一览</h2><p>{{@user}}</p><ul><li data-repeat>');
  await dialog.getByRole('button', { name: 'Insert code' }).click();
  await html.press('End');
  await html.pressSequentially(' ');
  await dialog.getByRole('button', { name: 'Insert name' }).click();
  await html.press('End');
  await html.pressSequentially('</li></ul><script>alert(1)</script>');
  await expect(html).toHaveValue('<h2>区县一览</h2><p>{{@user}}</p><ul><li data-repeat>{{code}} {{name}}</li></ul><script>alert(1)</script>');
  await dialog.getByText('Landscape', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('print-template-Districts');
  await expect(row).toContainText('A4 · Landscape');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The preview: the province's districts, one line each, in Chinese; the script was removed when saved.
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of 区县一览' });
  await preview.getByRole('textbox', { name: 'Value of Province code' }).fill('110000');
  await preview.getByRole('button', { name: 'Show' }).click();
  const sheet = preview.frameLocator('iframe');
  await expect(sheet.getByRole('heading', { name: '区县一览' })).toBeVisible();
  // Who printed it, from {{@user}}.
  await expect(sheet.getByRole('paragraph')).toHaveText('Administrator');
  await expect(sheet.getByRole('listitem').first()).toHaveText('110101 东城区');
  await expect(sheet.getByRole('listitem')).toHaveCount(16);
  expect(await sheet.locator('script').count()).toBe(0);
  await page.screenshot({ path: 'test-results/print-preview-1280.png' });
  expect(await seriousAxeFindings(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('区县一览.pdf');
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
  // A page of text, not megabytes of picture.
  expect(bytes.length).toBeLessThan(1_500_000);
});

test('the seeded city list previews in Traditional Chinese on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-TW'));
  await page.goto('/system/printDev');
  const card = page.getByTestId('print-template-CityList');
  await card.getByRole('button', { name: '預覽' }).click();
  const preview = page.getByRole('dialog', { name: '城市清单 的預覽' });
  await preview.getByRole('button', { name: '顯示' }).click();
  await expect(preview.frameLocator('iframe').getByRole('cell', { name: '南京市' })).toBeVisible();
  await page.screenshot({ path: 'test-results/print-preview-390-zh-TW.png' });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('values that try to be markup, leave an attribute, run a link or load a picture from elsewhere print inert', async ({ page, ownServer }) => {
  const token = await apiToken(ownServer.url, 'admin');
  const create = async (path: string, payload: object) => {
    const res = await fetch(`${ownServer.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const answer = (await res.json()) as { data: { id: string } };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    return answer.data.id;
  };
  const hostile = {
    link: 'javascript:alert(1)',
    markup: '<img src=x onerror=alert(2)>',
    quote: '" onmouseover="alert(3)" data-x="',
    picture: 'https://evil.example/p.png',
  };
  const interfaceId = await create('/api/system/DataInterface', {
    fullName: 'Hostile values',
    enCode: 'HostileValues',
    dataType: 2,
    query: JSON.stringify([hostile]),
  });
  await create('/api/system/printDev', {
    fullName: 'Hostile',
    enCode: 'Hostile',
    interfaceId,
    printTemplate:
      '<p><a href="{{link}}">Open the link</a></p><p class="markup">{{markup}}</p><p class="quote" title="{{quote}}">Quoted</p><img alt="Picture" src="{{picture}}">',
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const elsewhere: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/printDev');
  await page.getByTestId('print-template-Hostile').getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of Hostile' });
  await preview.getByRole('button', { name: 'Show' }).click();
  const sheet = preview.frameLocator('iframe');
  await expect(sheet.getByText('Open the link')).toBeVisible();
  // The link lost its address, the markup is text, the quote stayed inside its attribute, the picture lost its source.
  expect(await sheet.locator('a').getAttribute('href')).toBeNull();
  await expect(sheet.locator('p.markup')).toHaveText(hostile.markup);
  await expect(sheet.locator('p.quote')).toHaveAttribute('title', hostile.quote);
  expect(await sheet.locator('[onmouseover], [onerror], [data-x], script').count()).toBe(0);
  await expect(sheet.locator('img')).toHaveCount(1);
  expect(await sheet.locator('img').getAttribute('src')).toBeNull();
  await sheet.locator('p.quote').hover();
  await sheet.getByText('Open the link').click();
  expect(alerts).toEqual([]);
  expect(elsewhere).toEqual([]);
});
