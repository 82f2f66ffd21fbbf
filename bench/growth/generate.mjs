// Set-based generator of the growth benchmark: 99 more buildings in the demo organization (a
// deployment serves one organization, so that is where a landlord's buildings pile up), with
// their units, leases, tenants, request categories, amenities, news and documents, then
// 1,000,000 maintenance requests, 100,000 billboard posts and 50,000 reservations spread over
// them. The demo buildings get nothing: the resident's own lists keep their size.
//
// Every step is one INSERT … SELECT over generate_series, run on one connection (the temp tables
// map a building's number to its rows). Ids grow with created_at, as they would in production.

export const GROWTH = {
  buildings: 99,
  unitsPerBuilding: 100,
  requests: 1_000_000,
  posts: 100_000,
  reservations: 50_000,
  newsPerBuilding: 20,
  documentsPerBuilding: 20,
};

const { buildings, unitsPerBuilding: units } = GROWTH;

/**
 * Generated row i goes to building b, tenant k (round-robin over buildings, then tenants) and is
 * that tenant's row number j; (j + k) picks statuses, photos, categories, so that each tenant's
 * rows vary and tenants differ.
 */
const spread = (count) => `(
  SELECT i, 1 + i % ${buildings} AS b, (i / ${buildings}) % ${units} AS k,
         i / ${buildings * units} AS j, now() - (${count} - i) * interval '3 years' / ${count} AS ts
  FROM generate_series(1, ${count}) i)`;

export const GROWTH_MANAGER = { username: 'growth-manager@example.com', password: 'manager' };

const buildingSteps = (org) => [
  [
    'buildings',
    `INSERT INTO properties (organization_id, slug, name, address_full, city, state, zip)
     SELECT ${org}, 'growth-' || b, 'Growth building ' || b,
            b || ' rue de la Croissance, Montréal, QC H2X 1Y' || b % 10, 'Montréal', 'QC', 'H2X 1Y' || b % 10
     FROM generate_series(1, ${buildings}) b;
     CREATE TEMP TABLE growth_building AS
       SELECT id AS property_id, substr(slug, 8)::int AS b FROM properties WHERE slug LIKE 'growth-%';`,
  ],
  [
    'units, leases, tenants',
    `INSERT INTO units (property_id, number)
     SELECT property_id, (100 + u)::text FROM growth_building, generate_series(1, ${units}) u;
     INSERT INTO leases (unit_id, start_at, end_at, payment_number, rent_cents)
     SELECT u.id, '2025-01-01', '2027-12-31', 'GROWTH-' || u.id, 150000
     FROM units u JOIN growth_building USING (property_id);
     INSERT INTO users (organization_id, username, email, password_hash, role, first_name, last_name)
     SELECT ${org}, 'tenant' || u.id || '@growth.example', 'tenant' || u.id || '@growth.example',
            '!', 'ROLE_TENANT', 'Tenant', 'of unit ' || u.id
     FROM units u JOIN growth_building USING (property_id);
     CREATE TEMP TABLE growth_tenant AS
       SELECT g.b, g.property_id, row_number() OVER (PARTITION BY g.b ORDER BY u.id) - 1 AS k,
              u.id AS unit_id, l.id AS lease_id, us.id AS user_id
       FROM growth_building g
       JOIN units u ON u.property_id = g.property_id
       JOIN leases l ON l.unit_id = u.id
       JOIN users us ON us.username = 'tenant' || u.id || '@growth.example';
     INSERT INTO lease_signers (lease_id, user_id) SELECT lease_id, user_id FROM growth_tenant;
     ANALYZE growth_tenant;`,
  ],
  [
    'a manager of the new buildings',
    // The demo manager's password hash and role: the bench signs in as this one too.
    `INSERT INTO users (organization_id, username, email, password_hash, role, first_name, last_name)
     SELECT ${org}, '${GROWTH_MANAGER.username}', '${GROWTH_MANAGER.username}', password_hash, role,
            'Growth', 'Manager'
     FROM users WHERE username = 'manager@example.com';
     INSERT INTO property_managers (property_id, user_id)
     SELECT property_id, (SELECT id FROM users WHERE username = '${GROWTH_MANAGER.username}')
     FROM growth_building;`,
  ],
];

const name = (fr, en) => `jsonb_build_object('fr', ${fr}, 'en', ${en})`;

/** Per building: a three-level tree (5 categories × 2 sub-categories × 2 types = 20 leaves). */
const categorySteps = (org) => [
  [
    'request categories',
    `INSERT INTO request_categories (organization_id, property_id, name, position)
     SELECT ${org}, property_id, ${name(`'Catégorie ' || c`, `'Category ' || c`)}, c
     FROM growth_building, generate_series(1, 5) c;
     INSERT INTO request_categories (organization_id, property_id, parent_id, name, position)
     SELECT ${org}, p.property_id, p.id,
            ${name(`(p.name->>'fr') || ' / ' || s`, `(p.name->>'en') || ' / ' || s`)}, s
     FROM request_categories p JOIN growth_building USING (property_id), generate_series(1, 2) s
     WHERE p.parent_id IS NULL;
     INSERT INTO request_categories (organization_id, property_id, parent_id, name, position)
     SELECT ${org}, p.property_id, p.id,
            ${name(`(p.name->>'fr') || ' / ' || t`, `(p.name->>'en') || ' / ' || t`)}, t
     FROM request_categories p JOIN growth_building USING (property_id)
     JOIN request_categories pp ON pp.id = p.parent_id, generate_series(1, 2) t
     WHERE pp.parent_id IS NULL;
     CREATE TEMP TABLE growth_leaf AS
       SELECT c.property_id, row_number() OVER (PARTITION BY c.property_id ORDER BY c.id) - 1 AS k,
              c.id AS category_id
       FROM request_categories c JOIN growth_building USING (property_id)
       JOIN request_categories p ON p.id = c.parent_id
       WHERE p.parent_id IS NOT NULL;
     ANALYZE growth_leaf;`,
  ],
];

/** Per building: one amenity (category, service, bookable room) taking the demo's opening hours. */
const amenitySteps = (org) => [
  [
    'amenities',
    `INSERT INTO service_categories (organization_id, property_id, name)
     SELECT ${org}, property_id, ${name(`'Commodités'`, `'Amenities'`)} FROM growth_building;
     INSERT INTO services (category_id, name, hours)
     SELECT c.id, ${name(`'Salle commune'`, `'Common room'`)}, (SELECT hours FROM services ORDER BY id LIMIT 1)
     FROM service_categories c JOIN growth_building USING (property_id);
     INSERT INTO booking_entities (service_id, name, ranges)
     SELECT s.id, ${name(`'Salle'`, `'Room'`)}, (SELECT ranges FROM booking_entities ORDER BY id LIMIT 1)
     FROM services s JOIN service_categories c ON c.id = s.category_id
     JOIN growth_building USING (property_id);
     CREATE TEMP TABLE growth_amenity AS
       SELECT c.property_id, s.id AS service_id, e.id AS entity_id
       FROM growth_building g JOIN service_categories c ON c.property_id = g.property_id
       JOIN services s ON s.category_id = c.id JOIN booking_entities e ON e.service_id = s.id;`,
  ],
];

const NEWS_STATUS = `(ARRAY['in_progress', 'in_progress', 'draft', 'archived'])[1 + n % 4]`;

const contentSteps = (org) => [
  [
    'news and documents',
    `INSERT INTO news (organization_id, property_id, title, body, status, created_at)
     SELECT ${org}, property_id, ${name(`'Nouvelle ' || n`, `'News ' || n`)},
            ${name(`'Texte'`, `'Text'`)}, ${NEWS_STATUS}, now() - n * interval '9 days'
     FROM growth_building, generate_series(1, ${GROWTH.newsPerBuilding}) n;
     INSERT INTO files (organization_id, property_id, kind, name, stored_name, media_type, size, sha256, created_at)
     SELECT ${org}, property_id, 'document', 'Document ' || d || '.pdf',
            'growth/document/' || b || '/' || d, 'application/pdf', 20000, md5(b || '/' || d),
            now() - d * interval '17 days'
     FROM growth_building, generate_series(1, ${GROWTH.documentsPerBuilding}) d;`,
  ],
];

/** A photo file for one row in `every`, keyed by stored name for the next insert. */
const photos = (org, what, count, every) =>
  `INSERT INTO files (organization_id, property_id, kind, stored_name, media_type, size, sha256, created_at)
   SELECT ${org}, g.property_id, 'image', 'growth/${what}/' || s.i, 'image/jpeg', 80000, md5(s.i::text), s.ts
   FROM ${spread(count)} s JOIN growth_building g USING (b) WHERE (s.j + s.k) % ${every} = 0;`;

const REQUEST_STATUS = `(ARRAY['new', 'pending', 'in_progress', 'completed', 'canceled'])[1 + (s.j + s.k) % 5]`;

const requestSteps = (org) => [
  ['request photos (1 in 20)', photos(org, 'request', GROWTH.requests, 20)],
  [
    `${GROWTH.requests.toLocaleString('en')} maintenance requests`,
    `INSERT INTO user_requests (organization_id, property_id, unit_id, author_id, title, body,
       phone_number, emergency, category_id, image_file_id, status, created_at, updated_at)
     SELECT ${org}, t.property_id, t.unit_id, t.user_id, 'Request ' || s.i,
            'Generated maintenance request number ' || s.i, '5145550100', (s.j + s.k) % 50 = 0,
            c.category_id, f.id, ${REQUEST_STATUS}, s.ts, s.ts
     FROM ${spread(GROWTH.requests)} s
     JOIN growth_tenant t ON t.b = s.b AND t.k = s.k
     JOIN growth_leaf c ON c.property_id = t.property_id AND c.k = (s.j + s.k) % 20
     LEFT JOIN files f ON f.stored_name = 'growth/request/' || s.i
     ORDER BY s.i;`,
  ],
];

const POST_STATUS = `(ARRAY['published', 'published', 'published', 'published', 'published',
  'published', 'pending', 'accepted', 'rejected', 'finished'])[1 + (s.j + s.k) % 10]`;

const postSteps = (org) => [
  ['post photos (1 in 10)', photos(org, 'post', GROWTH.posts, 10)],
  [
    `${GROWTH.posts.toLocaleString('en')} billboard posts`,
    `INSERT INTO posts (organization_id, property_id, author_id, title, body, start_at, end_at,
       status, image_file_id, created_at)
     SELECT ${org}, t.property_id, t.user_id, ${name(`'Annonce ' || s.i`, `'Notice ' || s.i`)},
            ${name(`'Texte'`, `'Text'`)}, s.ts + interval '1 day', s.ts + interval '31 days',
            ${POST_STATUS}, f.id, s.ts
     FROM ${spread(GROWTH.posts)} s
     JOIN growth_tenant t ON t.b = s.b AND t.k = s.k
     LEFT JOIN files f ON f.stored_name = 'growth/post/' || s.i
     ORDER BY s.i;`,
  ],
];

/**
 * Reservations of the building's room, one hour each, from three years ago to two months ahead
 * (a building's bookings are ~22 hours apart, so none overlap); 1 in 10 cancelled, 1 in 5 paid.
 */
const reservationSteps = (org) => [
  [
    `${GROWTH.reservations.toLocaleString('en')} reservations (+ payments)`,
    `WITH booked AS (
       INSERT INTO reservations (organization_id, property_id, service_id, entity_id, user_id,
         lease_id, unit_id, start_at, end_at, total_cents, canceled_at, canceled_by, created_at)
       SELECT ${org}, t.property_id, a.service_id, a.entity_id, t.user_id, t.lease_id, t.unit_id,
              start_at, start_at + interval '1 hour', CASE WHEN (s.j + s.k) % 5 = 0 THEN 2500 ELSE 0 END,
              CASE WHEN (s.j + s.k) % 10 = 1 THEN start_at - interval '1 day' END,
              CASE WHEN (s.j + s.k) % 10 = 1 THEN t.user_id END, least(start_at - interval '7 days', now())
       FROM ${spread(GROWTH.reservations)} s
       CROSS JOIN LATERAL (SELECT date_trunc('hour', s.ts) + interval '60 days' AS start_at) z
       JOIN growth_tenant t ON t.b = s.b AND t.k = s.k
       JOIN growth_amenity a ON a.property_id = t.property_id
       ORDER BY s.i
       RETURNING id, user_id, total_cents, created_at)
     INSERT INTO payments (reservation_id, user_id, processor, charge_id, amount_cents, currency,
       status, created_at)
     SELECT id, user_id, 'local', 'ch_growth_' || id, total_cents, 'CAD', 'succeeded', created_at
     FROM booked WHERE total_cents > 0;`,
  ],
];

/** The steps in order, as [label, sql]; `org` is the demo organization's id. */
export function growthSteps(org) {
  const id = Number(org);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`bad organization id: ${org}`);
  return [
    ...buildingSteps(id),
    ...categorySteps(id),
    ...amenitySteps(id),
    ...contentSteps(id),
    ...requestSteps(id),
    ...postSteps(id),
    ...reservationSteps(id),
    // What autovacuum would have done by now: statistics, and the visibility map (index-only scans).
    ['VACUUM ANALYZE', 'VACUUM ANALYZE;'],
  ];
}
