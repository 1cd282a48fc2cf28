#!/usr/bin/env python3
"""Writes src/test/resources/assign/scipy-pairs.csv: random tie-heavy score matrices and the pairs
scipy's linear_sum_assignment chooses on their negated scores
(docs/explanation/corefud-and-coval.md 2.6: how the CorefUD scorer and coval call it), for
ScipyAssignmentTest to compare pair for pair. Scores are
indexes into VALUES (0, 1/3, 1/2, 2/3, 1), so that the Java side builds the same doubles.
Usage: python3 scripts/dev/scipy_pairs.py > src/test/resources/assign/scipy-pairs.csv
(needs numpy and scipy; the CSV records the scipy version that wrote it)."""
import random
import sys

import numpy as np
import scipy
from scipy.optimize import linear_sum_assignment

VALUES = [0.0, 1.0 / 3, 0.5, 2.0 / 3, 1.0]


def main():
    rng = random.Random(2026)
    out = sys.stdout
    out.write(f"# scipy {scipy.__version__}, numpy {np.__version__}\n")
    out.write("rows,columns,scores,pairs\n")
    for _ in range(3000):
        rows, columns = rng.randint(1, 7), rng.randint(1, 7)
        # few distinct values per matrix: ties everywhere
        palette = rng.sample(range(len(VALUES)), rng.randint(1, 3))
        idx = [[rng.choice(palette) for _ in range(columns)] for _ in range(rows)]
        score = np.array([[VALUES[i] for i in r] for r in idx])
        r, c = linear_sum_assignment(-score)
        cells = ";".join("".join(str(i) for i in row) for row in idx)
        pairs = ";".join(f"{a}:{b}" for a, b in zip(r, c))
        out.write(f"{rows},{columns},{cells},{pairs}\n")


if __name__ == "__main__":
    main()
