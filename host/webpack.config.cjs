const { createAppConfig } = require('@maziwa/tooling/webpack');
const pkg = require('./package.json');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'host',
  name: 'host',
  port: pkg.config.port,
  title: 'Maziwa',
  firstFrame: './src/shell/first-frame.html',
});
