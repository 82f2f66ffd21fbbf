// Creates a property manager (and, with --property-name, the building they run) in the database
// the server is configured for (DATABASE_URL, or PGlite in DATA_DIR), under ORGANIZATION.
//   npm run create-manager -- --email ana@example.com --first-name Ana --last-name Roy \
//     --property-name "Les Cèdres" --address "12 rue des Cèdres, Laval, QC H7N 1A1" \
//     --city Laval --state QC --zip "H7N 1A1" --units 101-110,201-210
// The password is read from MANAGER_PASSWORD (kept out of the shell history) or --password.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import {
  createManagerAccount,
  parseUnitNumbers,
  SetupError,
  type TCreateManagerInput,
} from '#server/features/setup/create-manager';

const { values: args } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    phone: { type: 'string' },
    'organization-name': { type: 'string' },
    'property-name': { type: 'string' },
    'property-slug': { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zip: { type: 'string' },
    'time-zone': { type: 'string' },
    units: { type: 'string' },
  },
});

function inputFromArgs(organizationSlug: string): TCreateManagerInput {
  const property = args['property-name']
    ? {
        name: args['property-name'],
        slug: args['property-slug'],
        addressFull: args.address ?? '',
        city: args.city ?? '',
        state: args.state ?? '',
        zip: args.zip ?? '',
        timeZone: args['time-zone'],
        units: args.units ? parseUnitNumbers(args.units) : [],
      }
    : undefined;
  return {
    organization: { slug: organizationSlug, name: args['organization-name'] ?? organizationSlug },
    manager: {
      email: args.email ?? '',
      password: process.env.MANAGER_PASSWORD ?? args.password ?? '',
      firstName: args['first-name'] ?? '',
      lastName: args['last-name'] ?? '',
      phone: args.phone,
    },
    property,
  };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await createManagerAccount(database.db, inputFromArgs(config.organization));
    console.log(
      `Manager ${args.email} (user ${result.userId}) in organization "${config.organization}".`,
    );
    if (result.property) {
      const { slug, created, unitsAdded } = result.property;
      console.log(
        `${created ? 'Created' : 'Linked'} building "${slug}" (${unitsAdded} units added).`,
      );
    }
    console.log(`Sign in at ${config.publicUrl}/manage/login`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof SetupError || error instanceof ConfigError;
  console.error(known ? `create-manager: ${error.message}` : error);
  process.exit(1);
});
