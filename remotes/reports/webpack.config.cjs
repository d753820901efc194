const { createAppConfig } = require('@maziwa/tooling/webpack');
const pkg = require('./package.json');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'remote',
  name: 'reports',
  port: pkg.config.port,
  title: 'Maziwa · reports',
});
