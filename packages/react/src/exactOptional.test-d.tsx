import type { FoyerInstance } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  Avatar,
  type AvatarProps,
  ConnectButton,
  type ConnectButtonProps,
  FoyerProvider,
  type FoyerProviderProps,
  NetworkButton,
  type NetworkButtonProps,
} from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json): an app that sets it may still pass
// `undefined` for any optional prop, e.g. `className={maybeClass}`.
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('optional props take undefined', () => {
  it('on every component', () => {
    expectTypeOf<AllUndefined<FoyerProviderProps>>().toExtend<Partial<FoyerProviderProps>>()
    expectTypeOf<AllUndefined<ConnectButtonProps>>().toExtend<ConnectButtonProps>()
    expectTypeOf<AllUndefined<NetworkButtonProps>>().toExtend<NetworkButtonProps>()
    expectTypeOf<AllUndefined<AvatarProps>>().toExtend<Partial<AvatarProps>>()
  })

  it('in JSX', () => {
    const foyer = {} as FoyerInstance
    const className: string | undefined = undefined
    expectTypeOf(
      <FoyerProvider foyer={foyer} messages={undefined}>
        <ConnectButton hideBalance={undefined} className={className} />
        <NetworkButton className={className} />
        <Avatar address="0x0" image={undefined} size={undefined} />
      </FoyerProvider>,
    ).not.toBeAny()
  })
})
