// antd's Alert, downloaded only when one is shown (public pages show them only after something failed).
import { Suspense, lazy, type ComponentProps } from 'react';

const Alert = lazy(() => import('antd/es/alert'));

export function LazyAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={<div role="alert">{props.title}</div>}>
      <Alert {...props} />
    </Suspense>
  );
}
