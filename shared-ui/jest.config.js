import { jestProject } from '../jest.preset.js';

export default jestProject(import.meta.dirname, {
  displayName: 'shared-ui',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // antd's ES build imports these packages' default exports; their `main` is CommonJS, whose default jest's ESM
    // mode hands over as the whole exports object. Their ES build is what a browser bundle takes anyway.
    '^(@rc-component/[^/]+|@ant-design/cssinjs-utils|@ant-design/cssinjs|@ant-design/colors|@ant-design/fast-color)$': '$1/es/index.js',
    '^@emotion/(hash|unitless)$': '@emotion/$1/dist/$1.esm.js',
  },
});
