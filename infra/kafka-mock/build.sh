#!/usr/bin/env bash
# Builds the mock Kafka cluster used by the integration tests. Needs a C compiler and the
# librdkafka headers (Debian/Ubuntu: apt-get install librdkafka-dev).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cc="${CC:-cc}"
if [ ! -f /usr/include/librdkafka/rdkafka_mock.h ] && ! pkg-config --exists rdkafka 2>/dev/null; then
  echo "kafka-mock: librdkafka headers not found (install librdkafka-dev)" >&2
  exit 1
fi
cflags="$(pkg-config --cflags rdkafka 2>/dev/null || true)"
libs="$(pkg-config --libs rdkafka 2>/dev/null || echo -lrdkafka)"
# Build to a temporary name and rename, so a concurrent caller never executes a half-written file.
tmp="$(mktemp "$here/.kafka-mock.XXXXXX")"
trap 'rm -f "$tmp"' EXIT
# shellcheck disable=SC2086
"$cc" -O2 -Wall -Wextra -o "$tmp" "$here/kafka-mock.c" $cflags $libs
mv -f "$tmp" "$here/kafka-mock"
trap - EXIT
