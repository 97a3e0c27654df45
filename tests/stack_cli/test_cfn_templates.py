"""A CloudFormation-format template through ``plugin-sdk stack``: Heat's
in-tree OS::Heat::RandomString and AWS::CloudFormation::WaitConditionHandle
created, updated and deleted on each engine, with CFN parameters, Ref,
Fn::GetAtt, Fn::Join, DependsOn and pseudo parameters."""
import json

import pytest

TEMPLATE = """
AWSTemplateFormatVersion: '2010-09-09'
Description: in-tree types from a CFN template
Parameters:
  Length:
    Type: Number
    Default: 12
    MinValue: 8
Resources:
  secret:
    Type: OS::Heat::RandomString
    Properties:
      length: {Ref: Length}
  handle:
    Type: AWS::CloudFormation::WaitConditionHandle
    DependsOn: secret
Outputs:
  secret:
    Description: the random string
    Value: {'Fn::GetAtt': [secret, value]}
  handle_url:
    Value: {Ref: handle}
  where:
    Value: {'Fn::Join': ['/', [{Ref: 'AWS::StackName'}, {Ref: 'AWS::Region'}]]}
"""


@pytest.fixture(autouse=True)
def heat_source_fetched(heat_source_root):
    """Heat's own types run from its fetched source."""


def outputs(work):
    proc = work.run("stack", "outputs", "c", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    return {o["output_key"]: o for o in json.loads(proc.stdout)}


@pytest.mark.parametrize("engine", ["--legacy", "--convergence"])
def test_a_cfn_template_runs_heats_in_tree_types(work, engine):
    work.write("cfn.yaml", TEMPLATE)
    created = work.run("stack", "create", "c", "-t", "cfn.yaml", "--fake-cloud", engine)
    assert created.returncode == 0, created.stderr
    assert "c  CREATE_COMPLETE  Stack CREATE completed successfully" in created.stdout
    first = outputs(work)
    assert len(first["secret"]["output_value"]) == 12
    assert first["secret"]["description"] == "the random string"
    # the handle's Ref is its signed URL, naming the stack's ARN (AWS::StackId)
    assert "/waitcondition/arn%3Aopenstack%3Aheat%3A%3A" in first["handle_url"]["output_value"]
    assert "%3Astacks/c/" in first["handle_url"]["output_value"]
    assert first["where"]["output_value"] == "c/ap-southeast-1"

    longer = work.run("stack", "update", "c", "-t", "cfn.yaml", "-P", "Length=20")
    assert longer.returncode == 0, longer.stderr
    assert len(outputs(work)["secret"]["output_value"]) == 20

    # a value against MinValue: Heat's message, the stack unchanged
    short = work.run("stack", "update", "c", "-t", "cfn.yaml", "-P", "Length=3")
    assert short.returncode == 2
    assert short.stderr.strip().splitlines() == [
        "Error: cfn.yaml: StackValidationFailed: Parameter 'Length' is invalid: "
        "3 is out of range (min: 8, max: None)"]
    assert len(outputs(work)["secret"]["output_value"]) == 20

    deleted = work.run("stack", "delete", "c")
    assert deleted.returncode == 0, deleted.stderr
    assert "c  DELETE_COMPLETE" in deleted.stdout


def test_a_cfn_stack_shows_its_parameters_with_noecho_masked(work):
    work.write("secret.json", json.dumps({
        "AWSTemplateFormatVersion": "2010-09-09",
        "Parameters": {"Password": {"Type": "String", "NoEcho": "true"},
                       "User": {"Type": "String", "Default": "admin"}},
        "Resources": {"v": {"Type": "OS::Heat::Value",
                            "Properties": {"value": {"Ref": "User"}}}}}))
    work.write("env.yaml", "parameter_defaults: {User: ops, Undeclared: x}\n")
    created = work.run("stack", "create", "s", "-t", "secret.json", "-e", "env.yaml",
                       "-P", "Password=s3cret", "--format", "json")
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["parameters"] == {"Password": "******", "User": "ops"}
    shown = work.run("stack", "show", "s").stdout
    assert "Password=******" in shown and "s3cret" not in shown
