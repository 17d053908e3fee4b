/*
 * A throwaway Kafka-protocol cluster for tests: librdkafka's built-in mock brokers, so the Kafka
 * adapter can be exercised without a JVM or Docker. Prints the bootstrap servers as one line on
 * stdout, then serves until stdin closes (the parent died or let go) or SIGTERM/SIGINT arrives.
 *
 * Usage: kafka-mock [broker-count]   (default 3, so partition leaders and the group coordinator
 * are spread over brokers as on a real cluster)
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static volatile sig_atomic_t stopping = 0;

static void on_signal(int sig) {
        (void)sig;
        stopping = 1;
}

int main(int argc, char **argv) {
        int broker_cnt = argc > 1 ? atoi(argv[1]) : 3;
        char errstr[512];
        char buf[256];
        struct sigaction sa;

        if (broker_cnt < 1) {
                fprintf(stderr, "kafka-mock: broker count must be >= 1\n");
                return 2;
        }

        /* The mock needs an rd_kafka_t for its timers and threads; this one never produces.
         * Without a log level cap it reports its own idle client as errors on stderr. */
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        rd_kafka_conf_set(conf, "log_level", "2", errstr, sizeof(errstr));
        rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "kafka-mock: rd_kafka_new: %s\n", errstr);
                return 1;
        }

        rd_kafka_mock_cluster_t *mcluster = rd_kafka_mock_cluster_new(rk, broker_cnt);
        if (!mcluster) {
                fprintf(stderr, "kafka-mock: could not create the mock cluster\n");
                rd_kafka_destroy(rk);
                return 1;
        }

        /* No SA_RESTART: the signal must interrupt the blocking read below. */
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal;
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);

        printf("%s\n", rd_kafka_mock_cluster_bootstraps(mcluster));
        fflush(stdout);

        while (!stopping) {
                ssize_t n = read(STDIN_FILENO, buf, sizeof(buf));
                if (n == 0 || (n < 0 && errno != EINTR))
                        break;
        }

        rd_kafka_mock_cluster_destroy(mcluster);
        rd_kafka_destroy(rk);
        return 0;
}
