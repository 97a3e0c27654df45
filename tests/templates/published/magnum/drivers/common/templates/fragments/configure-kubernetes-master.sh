#!/bin/sh
. /etc/sysconfig/heat-params
echo "configuring the master ($KUBE_TAG)"
