package dev.play.playbook;

import dev.play.error.Source;

/**
 * One entry of a play's {@code vars_prompt}: the variable to ask for and how.
 *
 * @param prompt the question (the name when none is written)
 * @param hidden {@code private} (Ansible's default: true): the answer is not echoed, and output
 *     masks it
 * @param fallback {@code default}: the value of an empty answer; null for none
 * @param encrypt {@code encrypt} (sha512_crypt, sha256_crypt, md5_crypt); null for none
 * @param saltSize {@code salt_size}, for a salt made up when {@code salt} is not given
 * @param unsafe the answer is never rendered as a template
 */
public record VarPrompt(
    String name,
    String prompt,
    boolean hidden,
    Object fallback,
    boolean confirm,
    String encrypt,
    String salt,
    int saltSize,
    boolean unsafe,
    Source source) {}
