import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/bookings-schema.ts', './src/db/notifications-schema.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
