#!/bin/bash
set -eux
echo "controller for $cloud_name"
