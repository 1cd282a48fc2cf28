package org.corefstats.spark;

import org.apache.hadoop.fs.Path;
import org.corefstats.core.error.InvalidRequestException;

/**
 * Paths as the user writes them (local, {@code hdfs://}, {@code s3a://}): one that is no URI is a
 * usage error.
 */
final class UserPaths {
  private UserPaths() {}

  /** The path of {@code path} for Hadoop's FileSystem API. */
  static Path of(String path) {
    try {
      return new Path(path);
    } catch (IllegalArgumentException e) { // "Relative path in absolute URI", an empty path
      throw new InvalidRequestException(e.getMessage(), e);
    }
  }
}
