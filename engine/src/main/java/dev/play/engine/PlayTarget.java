package dev.play.engine;

/**
 * A play's host pattern and the name its header shows, with their templates rendered.
 *
 * @param pattern the host pattern ({@code hosts: "{{ target | default('all') }}"} gives {@code
 *     all})
 * @param name the play's name, else its pattern as Ansible prints it (a list as Python writes it)
 * @param order the play's {@code order:} of its hosts
 */
public record PlayTarget(String pattern, String name, HostOrder order) {}
