/*
 * A throwaway Kafka-protocol cluster for tests: librdkafka's built-in mock brokers, so the Kafka
 * adapter can be exercised without a JVM or Docker. Prints the bootstrap servers as one line on
 * stdout, then serves until stdin closes (the parent died or let go) or SIGTERM/SIGINT arrives.
 *
 * Usage: kafka-mock [broker-count]   (default 3, so partition leaders and the group coordinator
 * are spread over brokers as on a real cluster)
 *
 * Commands, one per line on stdin, each answered with a line "ok" or "error: ..." on stdout, so a
 * test can take the cluster away and bring it back with its data (an outage, not a new cluster):
 *   down all | down <broker-id>   close the broker's connections and refuse new ones
 *   up all   | up <broker-id>     accept connections again
 *   fail <api-key> <error-code> <count>   the next <count> requests of that type (e.g. 8,
 *                                 OffsetCommit) fail with that Kafka error code
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

/* Runs one command line; broker ids are 1..broker_cnt. */
static void command(rd_kafka_mock_cluster_t *mcluster, int broker_cnt, char *line) {
        char verb[16], target[16];
        int first, last, id, api_key, code, count;
        rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;

        if (sscanf(line, "fail %d %d %d", &api_key, &code, &count) == 3) {
                rd_kafka_resp_err_t errors[64];
                if (count < 1 || count > 64) {
                        printf("error: count must be 1..64\n");
                        fflush(stdout);
                        return;
                }
                for (id = 0; id < count; id++)
                        errors[id] = (rd_kafka_resp_err_t)code;
                rd_kafka_mock_push_request_errors_array(mcluster, (int16_t)api_key, (size_t)count,
                                                        errors);
                printf("ok\n");
                fflush(stdout);
                return;
        }

        if (sscanf(line, "%15s %15s", verb, target) != 2) {
                printf("error: expected \"down|up all|<broker-id>\"\n");
                fflush(stdout);
                return;
        }
        if (strcmp(target, "all") == 0) {
                first = 1;
                last = broker_cnt;
        } else {
                first = last = atoi(target);
                if (first < 1 || first > broker_cnt) {
                        printf("error: no broker %s\n", target);
                        fflush(stdout);
                        return;
                }
        }
        for (id = first; id <= last && !err; id++) {
                if (strcmp(verb, "down") == 0)
                        err = rd_kafka_mock_broker_set_down(mcluster, id);
                else if (strcmp(verb, "up") == 0)
                        err = rd_kafka_mock_broker_set_up(mcluster, id);
                else {
                        printf("error: unknown command %s\n", verb);
                        fflush(stdout);
                        return;
                }
        }
        if (err)
                printf("error: %s\n", rd_kafka_err2str(err));
        else
                printf("ok\n");
        fflush(stdout);
}

int main(int argc, char **argv) {
        int broker_cnt = argc > 1 ? atoi(argv[1]) : 3;
        char errstr[512];
        char buf[256];
        char line[256];
        size_t used = 0;
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
                for (ssize_t i = 0; i < n; i++) {
                        if (buf[i] == '\n') {
                                line[used] = '\0';
                                if (used > 0)
                                        command(mcluster, broker_cnt, line);
                                used = 0;
                        } else if (used < sizeof(line) - 1) {
                                line[used++] = buf[i];
                        }
                }
        }

        rd_kafka_mock_cluster_destroy(mcluster);
        rd_kafka_destroy(rk);
        return 0;
}
