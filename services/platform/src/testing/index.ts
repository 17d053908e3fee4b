export { kafkaBrokersForTests, startKafkaMock, type KafkaMock, type KafkaTestCluster } from './kafka-mock.js';
