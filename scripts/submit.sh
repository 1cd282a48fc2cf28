#!/usr/bin/env bash
# Submits `corefstats run` with spark-submit, to a cluster or locally:
#   scripts/submit.sh [spark-submit options] -- run --key KEY --systems DIR --out OUT [run options]
# e.g.
#   scripts/submit.sh --master spark://host:7077 --executor-memory 4g -- run --key hdfs:///coref/key \
#       --systems hdfs:///coref/systems --out hdfs:///coref/results
# Builds target/spark-submit/corefstats-spark.jar (Maven profile spark-submit: our code and its
# libraries, Spark left to the cluster) when needed. Uses $SPARK_HOME/bin/spark-submit or
# spark-submit on the PATH (Spark 4.1.x, Scala 2.13); without a Spark installation it runs Spark's
# SparkSubmit class from this project's own dependencies (target/lib), enough for local[*] and
# for standalone clusters started from the same jars.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$here/target/spark-submit/corefstats-spark.jar"

submit_options=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
  submit_options+=("$1")
  shift
done
if [[ $# -eq 0 ]]; then
  sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
shift # the --

build() { # Maven 3.8 prints ANSI reset codes even with -B -q: strip them
  (cd "$here" && mvn -B -q -DskipTests "$@" package 2>&1 | sed 's/\x1b\[[0-9;]*m//g') >&2
}
if [[ ! -f "$jar" || -n "$(find "$here/pom.xml" "$here/src/main" -newer "$jar" -print -quit)" ]]; then
  echo "submit: building $jar" >&2
  build -Pspark-submit
fi

# Driver options: our quiet logging; Spark's own launcher adds the JVM module options Java 17
# needs, to the driver and executors. Local and loopback masters bind to 127.0.0.1; a real
# cluster's driver must be reachable by its executors, so there SPARK_LOCAL_IP is left as it is.
driver_options="-Dlog4j2.configurationFile=$here/conf/log4j2.properties"
master=local
for ((i = 0; i < ${#submit_options[@]}; i++)); do
  case "${submit_options[$i]}" in
    --master) master="${submit_options[$((i + 1))]:-}" ;;
    --master=*) master="${submit_options[$i]#--master=}" ;;
  esac
done
if [[ "$master" == local* || "$master" == *127.0.0.1* || "$master" == *localhost* ]]; then
  export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
fi

if [[ -n "${SPARK_HOME:-}" && -x "$SPARK_HOME/bin/spark-submit" ]]; then
  submit=("$SPARK_HOME/bin/spark-submit")
elif command -v spark-submit >/dev/null; then
  submit=(spark-submit)
else
  if [[ ! -d "$here/target/lib" || ! -f "$here/target/corefstats.jar" ]]; then
    echo "submit: no spark-submit found; building the project's own Spark classpath (target/lib)" >&2
    build
  fi
  submit=(java @"$here/conf/jvm.options" $driver_options -cp "$here/target/lib/*" org.apache.spark.deploy.SparkSubmit)
fi

exec "${submit[@]}" --class org.corefstats.cli.Main --driver-java-options "$driver_options" \
  "${submit_options[@]}" "$jar" "$@"
