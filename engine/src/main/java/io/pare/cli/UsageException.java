package io.pare.cli;

/** Bad usage or bad input: reported in one line, exit status 2. */
final class UsageException extends Exception {
    UsageException(String message) {
        super(message);
    }
}
