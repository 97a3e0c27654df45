#!/bin/bash
# DevStack plug-in of {{ cookiecutter.name }}: installs the Heat resource plug-in into
# Heat's environment (its heat.clients entry points come with it), adds its
# directory to heat.conf's plugin_dirs and restarts heat-engine.

function install_{{ cookiecutter.package }} {
    setup_develop ${{ cookiecutter.package|upper }}_DIR
}

function configure_{{ cookiecutter.package }} {
    local plugin_dir=${{ cookiecutter.package|upper }}_DIR/{{ cookiecutter.package }}
    local dirs
    dirs=$(iniget $HEAT_CONF DEFAULT plugin_dirs)
    dirs=${dirs:-${{ cookiecutter.package|upper }}_HEAT_PLUGIN_DIRS}
    if [[ ",$dirs," != *",$plugin_dir,"* ]]; then
        iniset $HEAT_CONF DEFAULT plugin_dirs "$dirs,$plugin_dir"
    fi
}

function unconfigure_{{ cookiecutter.package }} {
    local plugin_dir=${{ cookiecutter.package|upper }}_DIR/{{ cookiecutter.package }}
    local dirs
    dirs=$(iniget $HEAT_CONF DEFAULT plugin_dirs)
    dirs=",$dirs,"
    dirs=${dirs//",$plugin_dir,"/,}
    dirs=${dirs#,}
    iniset $HEAT_CONF DEFAULT plugin_dirs "${dirs%,}"
}

if is_service_enabled h-eng; then
    if [[ "$1" == "stack" && "$2" == "install" ]]; then
        echo_summary "Installing {{ cookiecutter.name }} into Heat's environment"
        install_{{ cookiecutter.package }}
    elif [[ "$1" == "stack" && "$2" == "post-config" ]]; then
        echo_summary "Adding {{ cookiecutter.package }} to Heat's plugin_dirs"
        configure_{{ cookiecutter.package }}
    elif [[ "$1" == "stack" && "$2" == "extra" ]]; then
        echo_summary "Restarting heat-engine with {{ cookiecutter.name }}"
        restart_service devstack@h-eng
    fi
    if [[ "$1" == "clean" ]]; then
        unconfigure_{{ cookiecutter.package }}
    fi
fi
