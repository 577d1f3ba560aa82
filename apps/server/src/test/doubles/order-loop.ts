// A server-like process for the fault test: creates orders for the given accounts one after
// another until it is killed, saying 'created' after each. Usage: order-loop.ts <postgres-url> <bookshopId> <userId,…>
import { openDatabase } from '../../db/database.ts';
import { createOrder } from '../../modules/orders/create-order.ts';

const [url, bookshopId, users] = process.argv.slice(2);
if (!url || !bookshopId || !users)
  throw new Error('usage: order-loop.ts <url> <bookshopId> <userIds>');

const database = await openDatabase({ url, poolSize: 2 });
process.stdout.write('ready\n');
for (const userId of users.split(',').map(Number)) {
  await createOrder(
    database.db,
    { userId },
    {
      shippingAddressId: null,
      billingAddressId: null,
      notes: '',
      invoice: false,
      present: false,
      selectedShippings: [{ codelib: bookshopId, shipping: 'Shop_pickup' }],
      pa: { numero_ordine_acquisto: '', data_ordine_acquisto: '', cig: '', cup: '' },
      paymentMethod: 'STRIPE',
    },
    // Each order holds 16 copies unpaid: the caps are not what this test is about.
    { perAccount: 1_000, perAddress: 0 },
  );
  process.stdout.write('created\n');
}
process.stdout.write('done\n');
await database.close();
