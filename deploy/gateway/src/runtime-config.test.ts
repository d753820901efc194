import { runtimeConfigFromEnv } from './runtime-config';

describe('runtimeConfigFromEnv', () => {
  it('passes GOOGLE_MAPS_API_KEY to /config.json as googleMapsApiKey', () => {
    expect(runtimeConfigFromEnv({ GOOGLE_MAPS_API_KEY: ' AIza-test ' })).toEqual({ googleMapsApiKey: 'AIza-test' });
  });

  it('leaves the key out when it is unset or blank', () => {
    expect(runtimeConfigFromEnv({})).toEqual({});
    expect(runtimeConfigFromEnv({ GOOGLE_MAPS_API_KEY: '  ' })).toEqual({});
  });
});
