/**
 * Filters from a role's or a playbook's {@code filter_plugins/}: Python files that Ansible loads
 * into its Jinja environment, run here by a helper on the controller's Python ({@link
 * dev.play.filterplugin.PythonFilterPlugins}).
 */
package dev.play.filterplugin;
