// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestSmartAccount} from "./TestSmartAccount.sol";

/// @notice Deploys TestSmartAccount with CREATE2: the address is known before the account exists.
contract TestSmartAccountFactory {
    event AccountCreated(address account, address owner, bytes32 salt);

    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        account = address(new TestSmartAccount{salt: salt}(owner));
        emit AccountCreated(account, owner, salt);
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
