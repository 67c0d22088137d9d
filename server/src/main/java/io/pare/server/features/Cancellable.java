package io.pare.server.features;

/** Lets a running engine feature be stopped (it then returns its best result). */
public interface Cancellable {
    void onCancel(Runnable action);
}
