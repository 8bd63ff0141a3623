import { expect, test } from '@playwright/test';
import { ADMIN, serious, signInByApi } from './helpers';

/* Review moderation: a shopper's review waits in the queue until an administrator approves it. */

test('a posted review waits in the queue, is approved from the console and then shows to shoppers; hiding takes it back', async ({ page, request }) => {
  const listing = (await (await request.get('/api/v1/product/')).json()).res_data;
  const product = (listing.items ?? listing)[0] as { id: string; name: string };
  const author = `Khách ${Date.now().toString(36)}`;
  const posted = await request.post('/api/v1/review-feedback/', { data: { productId: product.id, rating: 4, authorName: author, content: 'Vải mát, may kỹ.' } });
  expect(posted.status()).toBe(201);
  const publicList = async () => JSON.stringify((await (await request.get(`/api/v1/review-feedback/pagination?limit=100&query=${encodeURIComponent(JSON.stringify({ productId: product.id }))}`)).json()).res_data);
  expect(await publicList()).not.toContain(author);

  await signInByApi(page, ADMIN.username, ADMIN.password);
  await page.goto('/console/reviews');
  const row = page.getByRole('row', { name: new RegExp(author) });
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('Chờ duyệt');
  expect(await serious(page)).toEqual([]);
  await row.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(page.getByText('Đã duyệt: đánh giá hiện trên trang sản phẩm')).toBeVisible();
  await expect(row).toHaveCount(0); // it leaves the queue
  expect(await publicList()).toContain(author);

  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã duyệt' }).click();
  await page.getByRole('row', { name: new RegExp(author) }).getByRole('button', { name: 'Ẩn', exact: true }).click();
  await expect(page.getByText('Đã ẩn khỏi trang sản phẩm')).toBeVisible();
  expect(await publicList()).not.toContain(author);
});
