// While a page's code downloads. Deliberately plain (a spinner, no text): it is part of every page's
// first download, and shared-ui's LoadingScreen would add antd's Typography to it.
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
