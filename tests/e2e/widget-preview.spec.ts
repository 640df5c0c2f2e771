import { seriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('the address dialog picks a district a level at a time, and the dictionary field finds an item by search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/widgets');

  // Dictionary: the type's enabled items, found by typing.
  await page.getByRole('combobox', { name: 'Dictionary', exact: true }).click();
  await page.getByRole('option', { name: 'Change reason code (ReasonCode)' }).click();
  await page.getByRole('combobox', { name: 'Item', exact: true }).fill('quality');
  await page.getByRole('option', { name: 'Quality issue' }).click();
  await expect(page.getByTestId('dictionary-value')).not.toHaveText('null');

  // Bill-number rule: the enabled rules, each with the number it would give next; the code is kept.
  await page.getByRole('combobox', { name: 'Bill-number rule', exact: true }).click();
  await page.getByRole('option', { name: /^Purchase request \(PR\d{12}\)$/ }).click();
  await expect(page.getByTestId('bill-rule-value')).toHaveText('"PurchaseRequest"');

  // A department from the organisation tree; several users from the transfer list.
  await page.getByRole('button', { name: 'Department', exact: true }).click();
  const departments = page.getByRole('dialog', { name: 'Choose a department' });
  await departments.getByRole('tree').getByText('Information Technology', { exact: true }).click();
  await departments.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Department', exact: true })).toContainText('Supplyline Group/Information Technology');
  await expect(page.getByTestId('department-value')).toHaveText(/^\["[^"]+"\]$/);
  await page.getByRole('button', { name: 'Users (several)', exact: true }).click();
  const users = page.getByRole('dialog', { name: 'Choose users' });
  await users.getByRole('textbox').fill('buyer');
  await users
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Bella Buyer\/buyer1/ })
    .click();
  await users.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Users (several)', exact: true })).toContainText('Bella Buyer/buyer1');

  // Address down to the district: provinces, then the province's cities, then its districts.
  await page.getByRole('button', { name: 'Address (down to the district)', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Address (down to the district)' });
  await dialog.getByRole('button', { name: 'Open 浙江省' }).click();
  await dialog.getByRole('button', { name: 'Open 杭州市' }).click();
  await expect(dialog.getByRole('navigation')).toHaveText('Top level/浙江省/杭州市');
  await dialog.getByRole('button', { name: 'Choose 西湖区' }).click();
  // Single mode: another district replaces it.
  await dialog.getByRole('button', { name: 'Choose 余杭区' }).click();
  await expect(dialog.getByRole('list', { name: /^Chosen/ }).getByRole('listitem')).toHaveText(['浙江省/杭州市/余杭区']);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Address (down to the district)', exact: true })).toContainText('浙江省/杭州市/余杭区');
  await expect(page.getByTestId('district-value')).toHaveText('[["330000","330100","330110"]]');

  // Cities, several: a city is where this field stops; the same one twice is kept once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Cities (several)', exact: true }).click();
  const cities = page.getByRole('dialog', { name: 'Cities (several)' });
  await cities.getByRole('button', { name: 'Open 江苏省' }).click();
  await cities.getByRole('button', { name: 'Choose 苏州市' }).click();
  await cities.getByRole('button', { name: 'Choose 苏州市' }).click();
  await cities.getByRole('button', { name: 'Top level' }).click();
  await cities.getByRole('button', { name: 'Open 浙江省' }).click();
  await cities.getByRole('button', { name: 'Choose 宁波市' }).click();
  await expect(cities.getByRole('list', { name: /^Chosen/ }).getByRole('listitem')).toHaveText(['江苏省/苏州市', '浙江省/宁波市']);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await cities.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('cities-value')).toHaveText('[["320000","320500"],["330000","330200"]]');
});
