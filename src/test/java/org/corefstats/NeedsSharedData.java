package org.corefstats;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test class or method that compares with values kept in the shared data folder ({@link
 * SharedData}): it runs where the folder is found, is skipped where it is not, and fails where it
 * is not but {@code -Dcorefstats.requireShared=true} (CI) says it must be.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(SharedDataCondition.class)
public @interface NeedsSharedData {}
