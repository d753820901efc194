import { fields, jsonResponse, serveList, type FakeRequest, type ListSpec } from '@maziwa/api-client/testing';
import type { BodyOf, RowOf } from '@maziwa/contracts';
import type { FakeLogisticsApi } from './fake-logistics-api';
import { TEST_ORG_ID } from './fixtures';
import { otherPeople } from './network-fixtures';

type Product = RowOf<'/feed-products'>;
type Receipt = RowOf<'/feed-receipts'>;
type Issue = RowOf<'/feed-issues'>;

/** The store as the fake holds it: what the lists serve and what the writes change. */
export interface FakeFeedStore {
  products: Product[];
  receipts: Receipt[];
  issues: Issue[];
}

export const productOf = (id: string, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  organization_id: TEST_ORG_ID,
  name,
  category: 'feed',
  unit: 'bag',
  unit_price: 3200,
  reorder_level: 10,
  active: true,
  received: 0,
  issued: 0,
  stock_on_hand: 0,
  low_stock: true,
  created_at: '2026-01-05T08:00:00.000Z',
  ...extra,
});

/** A small store: dairy meal well stocked, acaricide below its reorder level. */
export const testFeedStore = (): FakeFeedStore => ({
  products: [
    productOf('product-meal', 'Dairy meal 70 kg', {
      received: 40,
      issued: 28,
      stock_on_hand: 12,
      reorder_level: 10,
      low_stock: false,
    }),
    productOf('product-acaricide', 'Acaricide 100 ml', {
      category: 'veterinary',
      unit: 'bottle',
      unit_price: 450,
      reorder_level: 20,
      received: 50,
      issued: 42,
      stock_on_hand: 8,
      low_stock: true,
    }),
  ],
  receipts: [
    {
      id: 'receipt-1',
      organization_id: TEST_ORG_ID,
      product_id: 'product-meal',
      product_name: 'Dairy meal 70 kg',
      category: 'feed',
      unit: 'bag',
      quantity: 40,
      unit_cost: 2850,
      total_cost: 114000,
      supplier_name: 'Unga Farm Care',
      received_on: '2026-02-02',
      notes: '',
      created_by: null,
      created_at: '2026-02-02T05:30:00.000Z',
    },
  ],
  issues: [],
});

// As the API's definitions declare them (deploy/api/src/supplies/feed-*.ts).
const productSpec: ListSpec<Product> = {
  search: (p) => [p.name, p.category, p.unit],
  filter: { category: (p) => p.category, low_stock: (p) => String(p.low_stock), active: (p) => String(p.active) },
  sort: fields<Product>('name', 'category', 'unit', 'unit_price', 'stock_on_hand', 'reorder_level'),
  csv: fields<Product>('name', 'category', 'unit', 'unit_price', 'stock_on_hand', 'low_stock'),
};
const receiptSpec: ListSpec<Receipt> = {
  search: (r) => [r.product_name, r.supplier_name, r.notes],
  filter: { category: (r) => r.category },
  date: (r) => r.received_on,
  sort: fields<Receipt>('received_on', 'product_name', 'quantity', 'total_cost', 'supplier_name'),
  csv: fields<Receipt>('received_on', 'product_name', 'quantity', 'total_cost', 'supplier_name'),
};
const issueSpec: ListSpec<Issue> = {
  search: (i) => [i.farmer_name, i.member_id, i.product_name],
  filter: { category: (i) => i.category },
  date: (i) => i.issued_at,
  sort: fields<Issue>('issued_at', 'farmer_name', 'product_name', 'quantity', 'total_cost'),
  csv: fields<Issue>('issued_at', 'farmer_name', 'product_name', 'quantity', 'total_cost'),
};

const refused = (status: number, message: string, field: string) =>
  jsonResponse(
    { statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message, fields: { [field]: message } },
    status,
  );

function withStock(product: Product, received: number, issued: number): Product {
  const onHand = product.received + received - (product.issued + issued);
  return {
    ...product,
    received: product.received + received,
    issued: product.issued + issued,
    stock_on_hand: onHand,
    low_stock: onHand < product.reorder_level,
  };
}

/**
 * GET/POST/PUT of the store's endpoints on the fake, as the API answers them: stock on hand
 * moves with receipts and issues, an issue beyond it is 409 at quantity with the API's words.
 *
 * @example
 * const store = testFeedStore();
 * serveFeedStore(api, store);
 */
export function serveFeedStore(api: FakeLogisticsApi, store: FakeFeedStore): void {
  let nextId = 1;
  const replace = (product: Product) =>
    store.products.splice(
      store.products.findIndex((p) => p.id === product.id),
      1,
      product,
    );
  const productRoutes = (product: Product) => ({
    [`PUT /feed-products/${product.id}`]: async (req: FakeRequest) => {
      const body = (await req.json()) as BodyOf<'/feed-products/{id}', 'put'>;
      const current = store.products.find((p) => p.id === product.id)!;
      const updated = withStock({ ...current, ...body } as Product, 0, 0);
      replace(updated);
      return updated;
    },
  });
  store.products.forEach((product) => api.on(productRoutes(product)));

  api.on({
    'GET /feed-products': (req) => serveList(store.products, req.query, productSpec),
    'GET /feed-receipts': (req) => serveList(store.receipts, req.query, receiptSpec),
    'GET /feed-issues': (req) => serveList(store.issues, req.query, issueSpec),
    'POST /feed-products': async (req) => {
      const body = (await req.json()) as BodyOf<'/feed-products', 'post'>;
      if (store.products.some((p) => p.name.toLowerCase() === body.name.toLowerCase()))
        return refused(409, 'already exists', 'name');
      const product = withStock(
        productOf(`product-new-${nextId++}`, body.name, {
          ...body,
          reorder_level: body.reorder_level ?? 0,
          active: body.active ?? true,
        }),
        0,
        0,
      );
      store.products.push(product);
      api.on(productRoutes(product));
      return jsonResponse(product, 201);
    },
    'POST /feed-receipts': async (req) => {
      const body = (await req.json()) as BodyOf<'/feed-receipts', 'post'>;
      const product = store.products.find((p) => p.id === body.product_id)!;
      const receipt: Receipt = {
        id: `receipt-new-${nextId++}`,
        organization_id: TEST_ORG_ID,
        product_name: product.name,
        category: product.category,
        unit: product.unit,
        total_cost: Math.round(body.quantity * body.unit_cost * 100) / 100,
        notes: '',
        created_by: null,
        created_at: new Date().toISOString(),
        ...body,
      };
      store.receipts.unshift(receipt);
      replace(withStock(product, body.quantity, 0));
      return jsonResponse(receipt, 201);
    },
    'POST /feed-issues': async (req) => {
      const body = (await req.json()) as BodyOf<'/feed-issues', 'post'>;
      const product = store.products.find((p) => p.id === body.product_id)!;
      if (body.quantity > product.stock_on_hand) {
        return refused(409, `Only ${product.stock_on_hand} ${product.unit}s of ${product.name} in stock`, 'quantity');
      }
      const farmer = otherPeople.find((link) => link.id === body.producer_id)!;
      const issue: Issue = {
        id: `supply-new-${nextId++}`,
        organization_id: TEST_ORG_ID,
        product_id: product.id,
        product_name: product.name,
        unit: product.unit,
        category: product.category,
        producer_id: body.producer_id,
        farmer_name: `${farmer.user.first_name} ${farmer.user.last_name}`,
        member_id: farmer.member_id,
        quantity: body.quantity,
        unit_price: product.unit_price,
        total_cost: body.quantity * product.unit_price,
        issued_at: new Date().toISOString(),
        status: 'delivered',
        notes: body.notes ?? '',
      };
      store.issues.unshift(issue);
      replace(withStock(product, 0, body.quantity));
      return jsonResponse(issue, 201);
    },
  });
}
