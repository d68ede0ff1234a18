import type { Route, ViewName } from '@foyer/core'

/** The route of one view, with its typed data. */
type RouteOf<V extends ViewName> = Route & { view: V }

/** Props every view chunk receives from the modal. */
export interface ViewProps<V extends ViewName = ViewName> {
  route: RouteOf<V>
}
