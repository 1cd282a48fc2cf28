#!/usr/bin/env bash
# Regenerates docs/reference/ and docs/man/ from the command line's definitions
# (org.corefstats.cli.docs.ReferencePages); ReferencePagesTest fails when they are out of date.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$here"
mvn -B -q -DskipTests compile dependency:build-classpath -Dmdep.outputFile=target/reference-docs.classpath
java -cp "target/classes:$(cat target/reference-docs.classpath)" org.corefstats.cli.docs.ReferencePages docs
echo "docs/reference and docs/man regenerated"
