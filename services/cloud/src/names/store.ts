import type { Queryable } from '../db/types.js'

/** A registered name as the hosted profile API answers it (`apiVersion=2`). */
export interface ProfileName {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>[]
}

type NameRow = { name: string; attributes: Record<string, string>; registered_at: Date; updated_at: Date }
type AddressRow = { name: string; coin_type: string | number; address: string; created_at: Date }

function toProfile(row: NameRow, addresses: AddressRow[]): ProfileName {
  return {
    name: row.name,
    registered: Math.floor(row.registered_at.getTime() / 1000),
    updated: Math.floor(row.updated_at.getTime() / 1000),
    addresses: Object.fromEntries(
      addresses.map((a) => [
        String(a.coin_type),
        { address: a.address, created: a.created_at.toISOString() },
      ]),
    ),
    attributes: Object.keys(row.attributes).length > 0 ? [row.attributes] : [],
  }
}

/** Account names in the database: any instance registers, every instance (and the gateway) reads. */
export function createNameStore(db: Queryable) {
  const addressesOf = async (names: string[]) =>
    names.length === 0
      ? []
      : (
          await db.query<AddressRow>(
            'SELECT name, coin_type, address, created_at FROM profile_name_addresses WHERE name = ANY($1) ORDER BY coin_type',
            [names],
          )
        ).rows

  return {
    async lookup(name: string): Promise<ProfileName | undefined> {
      const { rows } = await db.query<NameRow>('SELECT * FROM profile_names WHERE name = $1', [
        name.toLowerCase(),
      ])
      const row = rows[0]
      return row && toProfile(row, await addressesOf([row.name]))
    },

    async taken(names: string[]): Promise<Set<string>> {
      const { rows } = await db.query<{ name: string }>(
        'SELECT name FROM profile_names WHERE name = ANY($1)',
        [names.map((n) => n.toLowerCase())],
      )
      return new Set(rows.map((r) => r.name))
    },

    /** Names pointing at `address` on any coin type, newest first. */
    async reverse(address: string): Promise<ProfileName[]> {
      const { rows } = await db.query<NameRow>(
        `SELECT n.* FROM profile_names n WHERE n.name IN
           (SELECT name FROM profile_name_addresses WHERE lower(address) = lower($1))
         ORDER BY n.registered_at DESC, n.name`,
        [address],
      )
      const addresses = await addressesOf(rows.map((r) => r.name))
      return rows.map((row) =>
        toProfile(
          row,
          addresses.filter((a) => a.name === row.name),
        ),
      )
    },

    /**
     * Registers `name` for `address` under `coinType`; false when the name is taken. The primary key
     * decides a race between two instances: the second insert does nothing.
     */
    async register(input: {
      name: string
      coinType: number
      address: string
      attributes: Record<string, string>
      at: Date
    }): Promise<boolean> {
      // One statement, so a name never exists without its address.
      const inserted = await db.query(
        `WITH added AS (
           INSERT INTO profile_names (name, attributes, registered_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (name) DO NOTHING RETURNING name
         )
         INSERT INTO profile_name_addresses (name, coin_type, address, created_at)
         SELECT name, $4, $5, $3 FROM added`,
        [input.name.toLowerCase(), JSON.stringify(input.attributes), input.at, input.coinType, input.address],
      )
      return inserted.rowCount > 0
    },
  }
}

export type NameStore = ReturnType<typeof createNameStore>
