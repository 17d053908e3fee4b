export { kafkaBrokersForTests, startKafkaMock, type KafkaMock, type KafkaTestCluster } from './kafka-mock.js';
export {
  createTestDatabase,
  createTestDatabaseOrSkip,
  dockerEngineAvailable,
  DEFAULT_TEST_DATABASE_URL,
  type TestDatabase,
} from './test-database.js';
export { startRedisContainer } from './test-redis.js';
export { startTestIssuer, type TestIssuer, type TestTokenClaims } from './test-issuer.js';
export { publishAs, type PublishOptions } from './publish-event.js';
export { startServiceForTest, type ServiceTestApp, type ServiceTestOptions } from './service-test-app.js';
export {
  pdfStream,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWebp,
  type SamplePdfOptions,
} from './sample-files.js';
export { fromPackage, modulesLoadedBy } from './loaded-modules.js';
